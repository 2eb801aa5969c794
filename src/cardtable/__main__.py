from cardtable.cli import main

main()
