"""Learn mode without Qt: the course, questions made from the engine's rulings, and progress."""
