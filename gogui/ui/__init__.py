"""The desktop application (PySide6): the only package that imports Qt."""
