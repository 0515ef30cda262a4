# Loaded by Orca at start-up from the private preferences directory of the
# screen-reader gate: log every utterance ("SPEECH OUTPUT") to the debug file,
# the second capture beside speech-dispatcher's text log.
import orca.debug

orca.debug.debugLevel = orca.debug.LEVEL_INFO

# The gate knows Orca is still working while this log grows (see session.ts, "settle"): write it line by
# line instead of in 8 KB blocks, so its size is a live signal of Orca handling events.
if orca.debug.debugFile:
    orca.debug.debugFile.reconfigure(line_buffering=True)
