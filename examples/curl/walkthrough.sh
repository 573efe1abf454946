#!/usr/bin/env bash
# The emulator from the command line: start it, get a token, walk the application keys page by page, read a paused
# subscription with its plans, pause another in a session of your own, stop it. Needs curl and jq.
#
#   bash node_modules/commerce-emulator/examples/curl/walkthrough.sh    from a project that has the package
#   COMMERCE_EMULATOR=/another/commerce-emulator bash walkthrough.sh     another copy of the command
set -euo pipefail

# 1. Start it on a free port (--port 0), in the background, and stop it whenever this script ends.
#    Its first line says where it listens: wait for that line, then read the address from it.
log=$(mktemp)
${COMMERCE_EMULATOR:-node_modules/.bin/commerce-emulator} --port 0 >"$log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; rm -f "$log"' EXIT
until grep -q '^commerce-emulator listening on ' "$log"; do
  kill -0 "$pid" 2>/dev/null || { cat "$log" >&2; exit 1; } # it exited: show why
  sleep 0.1
done
API=$(sed -n 's/^commerce-emulator listening on //p' "$log")
echo "emulator at $API"

# 2. A token: any client id and secret work (--auth any, the default, takes any bearer token too).
TOKEN=$(curl -sf -X POST "$API/oauth/access_token" \
  -d grant_type=client_credentials -d client_id=my-client -d client_secret=my-secret | jq -r .access_token)
AUTH="Authorization: Bearer $TOKEN"

# 3. Every application key, 10 a page: follow links.next until there is none.
#    (`// empty` turns the last page's null into no output; -g keeps the brackets of page[limit] literal.)
url="$API/v2/application-keys?page[limit]=10"
keys=0
while [ -n "$url" ]; do
  page=$(curl -sfg "$url" -H "$AUTH")
  keys=$((keys + $(jq '.data | length' <<<"$page")))
  url=$(jq -r '.links.next // empty' <<<"$page")
done
echo "application keys: $keys"

# 4. Subscription ...001 in the paused world, with its offering's plans.
SUB=00000000-0000-4000-8000-000000000001
curl -sf "$API/v2/subscriptions/subscriptions/$SUB?include=plans&scenario=paused" -H "$AUTH" |
  jq -c '{paused: .data.meta.paused, plans: [.included.plans[].attributes.name]}'

# 5. A write, in a session of your own: pause subscription ...004 (resumed once already); other sessions never see it.
JSON='Content-Type: application/json'
STATES="$API/v2/subscriptions/subscriptions/00000000-0000-4000-8000-000000000004/states"
curl -sf -X POST "$STATES?session=walkthrough" -H "$AUTH" -H "$JSON" \
  -d '{"data":{"type":"subscription_state","attributes":{"action":"pause"}}}'
curl -sf "$STATES?session=walkthrough" -H "$AUTH" | jq -c '[.data[].attributes.action]'
curl -sf "$API/v2/subscriptions/subscriptions/00000000-0000-4000-8000-000000000004?session=someone-else" -H "$AUTH" |
  jq -c '{paused_elsewhere: .data.meta.paused}'

# 6. The trap stops the emulator: kill, then wait until it has exited.
