"""The app shell: start-up (the QApplication, the window with its file), the self-test and the
crash handler. The only room that may import every other one."""
