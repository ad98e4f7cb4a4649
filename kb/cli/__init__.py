"""The `dkb` command line: one module per command, each imported only when it runs."""
