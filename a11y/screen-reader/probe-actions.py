# Prints what the AT-SPI tree says about elements of the web page in Chromium:
# role, name, text, the Action interface's names and whether it is focusable.
# Run by probe.ts inside a screen-reader session (its D-Bus and AT-SPI bus).
# Arguments: the HTML ids to report.
# Orca says "clickable" after a focusable web element whose actions include
# "clickAncestor" (orca/scripts/web/script_utilities.py, isClickableElement).
import sys

import pyatspi

WANT = set(sys.argv[1:])


def actions(o):
    try:
        a = o.queryAction()
        return [a.getName(i) for i in range(a.nActions)]
    except NotImplementedError:
        return []


def text(o):
    try:
        return o.queryText().getText(0, -1).replace("\ufffc", "[object]")
    except NotImplementedError:
        return None


def walk(o, depth=0):
    if o is None or depth > 80:
        return
    try:
        attrs = dict(a.split(":", 1) for a in o.getAttributes())
        state = o.getState()
    except Exception:
        return
    html_id = attrs.get("id")
    if html_id and html_id in WANT:
        print(
            "%s <%s> role=%s name=%r text=%r actions=%s focusable=%s"
            % (
                html_id,
                attrs.get("tag"),
                o.getRoleName(),
                o.name,
                text(o),
                actions(o),
                state.contains(pyatspi.STATE_FOCUSABLE),
            )
        )
    for child in o:
        walk(child, depth + 1)


for app in pyatspi.Registry.getDesktop(0):
    if app is not None and "hrom" in (app.name or ""):
        walk(app)
