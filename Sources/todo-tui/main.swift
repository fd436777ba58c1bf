// todo-tui: parse the arguments, then run on the terminal or headless.
TodoCommand.main()
