"""The Qt client: the only package that imports PySide6."""
