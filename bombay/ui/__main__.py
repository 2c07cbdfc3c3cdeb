"""`python -m bombay.ui`: open Bombay Bazar's setup in a window."""

from __future__ import annotations

import sys


def main() -> int:
    from bombay.ui.flow import open_setup
    from common.ui.app import App

    app = App()
    open_setup(app)
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
