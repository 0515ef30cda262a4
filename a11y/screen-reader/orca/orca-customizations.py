# Loaded by Orca at start-up from the private preferences directory of the
# screen-reader gate: log every utterance ("SPEECH OUTPUT") to the debug file,
# the second capture beside speech-dispatcher's text log.
import orca.debug

orca.debug.debugLevel = orca.debug.LEVEL_INFO
