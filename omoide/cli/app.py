"""How a command runs: its output made terminal-safe, a reader that went away ends it quietly,
logging and warnings set by ``-v``, and every failure one line (the traceback with ``-v``).

:func:`run` takes the parse step, so the source checkout's ``python -m benchmarks`` runs its
commands the same way.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import warnings
from collections.abc import Callable, Sequence
from typing import Any

from omoide.cli.terminal import TerminalSafe
from omoide.memory_store.errors import OmoideError

__all__ = ["BROKEN_PIPE", "run"]

# A reader that went away (`omoide runs | head`) ends the command quietly, with the status a
# process killed by SIGPIPE has (128 + 13), as well-behaved command-line tools do.
BROKEN_PIPE = 141

Parse = Callable[[Sequence[str] | None], argparse.Namespace]


def run(parse: Parse, argv: Sequence[str] | None = None) -> int:
    """Parse ``argv`` (``sys.argv`` when None: the command is the process) and run the
    command's ``func``; its exit status."""
    out, err = sys.stdout, sys.stderr
    sys.stdout = TerminalSafe(out)
    sys.stderr = TerminalSafe(err, carriage_return=True)
    try:
        code = _run(parse, argv)
        sys.stdout.flush()  # a closed pipe shows here, not at interpreter exit
        return code
    except BrokenPipeError:
        _quiet_stdout(out)
        return BROKEN_PIPE
    finally:
        sys.stdout, sys.stderr = out, err


def _one_line_warning(
    message: Warning | str,
    category: type[Warning],
    filename: str,
    lineno: int,
    file: Any = None,
    line: str | None = None,
) -> None:
    """Warnings (e.g. an archive whose timestamps go back) as one line, like errors; the
    default format adds the source line of omoide that issued it (shown with -v)."""
    print(f"omoide: warning: {' '.join(str(message).split())}", file=file or sys.stderr)


def _quiet_stdout(out: Any) -> None:
    """After a broken pipe: stdout points at /dev/null, so the interpreter's last flush of
    what is still buffered does not print "Exception ignored ... BrokenPipeError"."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, out.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # not a real file (tests, embedding apps)
        pass


def _run(parse: Parse, argv: Sequence[str] | None) -> int:
    args = parse(argv)
    args.owns_process = argv is None  # the program itself, not main([...]) from Python
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
    )
    try:
        with warnings.catch_warnings():
            if not args.verbose:
                warnings.showwarning = _one_line_warning
            return int(args.func(args))
    except KeyboardInterrupt:
        print("omoide: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        raise  # run(): quietly, as SIGPIPE
    except Exception as exc:  # every failure is one line (the traceback with -v)
        if args.verbose:
            raise
        msg = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
        expected = (OmoideError, ValueError, KeyError, OSError)
        hint = "" if isinstance(exc, expected) else " (a bug? run with -v for the traceback)"
        text = " ".join(str(msg).split()) or type(exc).__name__
        print(f"omoide: error: {text}{hint}", file=sys.stderr)
        return 1
