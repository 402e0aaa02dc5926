#!/bin/sh
# The whole check: a fresh Proseo API (built, embedded database, PUBLIC_API_URL so that WordPress can
# download the uploaded images), the hostile catalog, its WooCommerce files in en and de, WooCommerce's
# real importer on each (into an emptied shop), and the field-by-field comparison. Run setup.sh first.
set -eu
cd "$(dirname "$0")/../.."
OUT=${OUT:-/tmp/proseo-woocommerce-check}
PORT=${PORT:-4455}
rm -rf "$OUT" && mkdir -p "$OUT/data"
PORT=$PORT HOST=127.0.0.1 DATA_DIR="$OUT/data" PUBLIC_API_URL="http://127.0.0.1:$PORT" node apps/api/dist/main.js >"$OUT/api.log" 2>&1 &
API_PID=$!
trap 'kill $API_PID 2>/dev/null || true' EXIT
until curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null; do sleep 1; done
ORG=$(DATA_DIR="$OUT/data" node apps/api/dist/cli/main.js org create --name "Hostile Goods" --languages en,de --credits 1000 | sed -n 's/^ *id: *//p')
KEY=$(DATA_DIR="$OUT/data" node apps/api/dist/cli/main.js key create --org "$ORG" --scope catalog:read --scope catalog:write \
  --scope generate --scope export --scope content:manage | grep -o 'svck_[A-Za-z0-9_-]*')
API_URL="http://127.0.0.1:$PORT" KEY=$KEY node scripts/woocommerce/hostile-catalog.mjs "$OUT"
status=0
for language in de en; do
  RESET=1 php scripts/woocommerce/import.php "$OUT/woocommerce-$language.csv" >"$OUT/import-$language.json" 2>"$OUT/import-$language.log"
  node scripts/woocommerce/compare.mjs "$OUT/api.json" "$OUT/import-$language.json" "$language" >"$OUT/compare-$language.txt" || status=1
  cat "$OUT/compare-$language.txt"
done
# A regeneration, and its English file imported over the shop with "Update existing products": the
# shop then equals the new texts, and no image is downloaded again (the attachments stay as many).
mkdir -p "$OUT/again"
API_URL="http://127.0.0.1:$PORT" KEY=$KEY node scripts/woocommerce/hostile-catalog.mjs "$OUT/again" again
UPDATE_EXISTING=1 php scripts/woocommerce/import.php "$OUT/again/woocommerce-en.csv" >"$OUT/again/import-en.json" 2>"$OUT/again/import-en.log"
node scripts/woocommerce/compare.mjs "$OUT/again/api.json" "$OUT/again/import-en.json" en >"$OUT/again/compare-en.txt" || status=1
cat "$OUT/again/compare-en.txt"
before=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1])).attachments)' "$OUT/import-en.json")
after=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1])).attachments)' "$OUT/again/import-en.json")
echo "attachments after the first import: $before, after the update: $after"
[ "$before" = "$after" ] || status=1
# The shop's own export round trip: WooCommerce's sample products in the shop, its own export imported
# into a second organization, texts generated in en and de, the English content update imported back
# with "Update existing products": only the texts change.
TRIP="$OUT/round-trip"
mkdir -p "$TRIP"
ORG2=$(DATA_DIR="$OUT/data" node apps/api/dist/cli/main.js org create --name "Sample Shop" --languages en,de --credits 1000 | sed -n 's/^ *id: *//p')
KEY2=$(DATA_DIR="$OUT/data" node apps/api/dist/cli/main.js key create --org "$ORG2" --scope catalog:read --scope catalog:write \
  --scope generate --scope export --scope content:manage | grep -o 'svck_[A-Za-z0-9_-]*')
node scripts/woocommerce/round-trip.mjs sample "$TRIP"
RESET=1 WEIGHT_UNIT=lbs DIMENSION_UNIT=in php scripts/woocommerce/import.php "$TRIP/sample.csv" >"$TRIP/sample-import.json" 2>"$TRIP/sample-import.log"
php scripts/woocommerce/export.php >"$TRIP/shop-export.csv" 2>"$TRIP/export.log"
API_URL="http://127.0.0.1:$PORT" KEY=$KEY2 node scripts/woocommerce/round-trip.mjs catalog "$TRIP"
php scripts/woocommerce/import.php --dump >"$TRIP/before.json" 2>>"$TRIP/export.log"
UPDATE_EXISTING=1 WEIGHT_UNIT=lbs DIMENSION_UNIT=in php scripts/woocommerce/import.php "$TRIP/update-en.csv" >"$TRIP/after.json" 2>"$TRIP/update.log"
node scripts/woocommerce/round-trip.mjs compare "$TRIP" >"$TRIP/compare.txt" || status=1
cat "$TRIP/compare.txt"
exit $status
