"""One module per graph node; each module's node function carries the node's name."""
