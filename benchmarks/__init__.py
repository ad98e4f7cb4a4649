"""Benchmarks run by ``make bench``: each module has a ``main()`` that prints its figures."""
