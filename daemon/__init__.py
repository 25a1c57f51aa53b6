"""The tinyagent-memory daemon."""
