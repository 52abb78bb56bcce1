"""Go engines spoken to over GTP, each a separate program that gogui referees (no Qt)."""
