# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The desktop simulator: ``python -m sim`` (see ``python -m sim --help``)."""
