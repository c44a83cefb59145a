"""The evaluation harness: scenarios as pytest cases, replayed from VCR cassettes, reported with pandas."""
