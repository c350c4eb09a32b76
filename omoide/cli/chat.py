"""`omoide chat`: the full agent in the terminal (needs a chat model)."""

from __future__ import annotations

import argparse
import time

from omoide.cli.common import Commands, open_store, run_config

__all__ = ["add_chat", "cmd_chat"]


def add_chat(commands: Commands) -> None:
    p = commands.add("chat", help="chat with the full agent (needs a chat model)")
    p.add_argument("--preset", default="default")
    p.add_argument("--set", action="append", metavar="KEY=VALUE")
    p.set_defaults(func=cmd_chat)


def cmd_chat(args: argparse.Namespace) -> int:
    from langchain_core.messages import HumanMessage
    from langchain_core.runnables import RunnableConfig
    from langgraph.checkpoint.memory import InMemorySaver

    from omoide.agent import build_agent
    from omoide.agent.settings import ChatModelNotConfigured, ChatSettings

    settings = ChatSettings.from_env()
    if not settings.configured:
        raise ChatModelNotConfigured()
    with open_store(args, create=True) as store:
        # What the user says grows the memory (entities, facts, loops) while they chat.
        agent = build_agent(
            store,
            settings=settings,
            checkpointer=InMemorySaver(),
            config=run_config(args),
            consolidate="background",
        )
        thread: RunnableConfig = {"configurable": {"thread_id": f"cli-{int(time.time())}"}}
        print("omoide chat — empty line or Ctrl-D to quit")
        while True:
            try:
                text = input("you> ").strip()
            except EOFError:
                break
            if not text:
                break
            print("omoi> ", end="", flush=True)
            for chunk in agent.stream(
                {"messages": [HumanMessage(text)]}, thread, stream_mode="custom"
            ):
                if isinstance(chunk, dict) and "token" in chunk:
                    print(chunk["token"], end="", flush=True)
            print()
        from omoide.agent.consolidation import wait_for_consolidation

        wait_for_consolidation(store)  # the store closes only after the last run
    return 0
