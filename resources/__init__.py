"""The application's resources (icons, desktop entry, palette), installed as gogui.resources."""
