"""The wire contract of tinyagent-memory."""
