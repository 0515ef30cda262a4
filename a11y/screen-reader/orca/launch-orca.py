# Starts Orca 43 (/usr/bin/orca, unchanged) for one session of the screen-reader gate.
# /usr/bin/orca names its process "orca" and refuses to start while another process of
# this user has that name (`pgrep -u <uid> -x orca`): one desktop per user. A gate session
# is a desktop of its own (its own Xvfb display, D-Bus session bus and AT-SPI bus), so the
# English and Spanish sessions run side by side, and beside anyone else's Orca on a shared
# machine, when each runs as "orca-gate" and skips that check. Nothing else is changed.
import runpy
import sys

orca_main = runpy.run_path("/usr/bin/orca", run_name="orca_gate")["main"]
set_process_name = orca_main.__globals__["setProcessName"]
orca_main.__globals__["setProcessName"] = lambda _name: set_process_name("orca-gate")
orca_main.__globals__["otherOrcas"] = lambda: []
sys.argv = ["orca", *sys.argv[1:]]
sys.exit(orca_main())
