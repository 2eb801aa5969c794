"use strict";
(async () => {
  const list = document.getElementById("events");
  try {
    const names = await ct.api("GET", "/api/events");
    list.replaceChildren(...names.map((n) =>
      ct.el("li", {}, ct.el("a", { href: `/events/${encodeURIComponent(n)}` }, n))));
    if (!names.length) list.append(ct.el("li", {}, "No events yet."));
  } catch (error) { ct.notice(document.getElementById("notice"), error.message); }
})();
