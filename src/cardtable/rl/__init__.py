"""Learning environments over the kernel: a PettingZoo AEC environment (every seat an agent)
and a Gymnasium single-agent wrapper (one seat learns, the others are bots). Both need the
optional ``[rl]`` extra (``pettingzoo``, ``gymnasium``)."""
