"""The web application's routers: game tables, tournaments, deck tools and the HTML pages."""
