"""Search: the index of the records and the one ranking of both `dkb search` and the
site's search box."""
