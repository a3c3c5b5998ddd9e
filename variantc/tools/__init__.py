"""Tools over engines: building either engine, the differential harness, the bench."""
