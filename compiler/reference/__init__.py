"""The reference interpreter: the IR executed directly, as the executable specification."""
