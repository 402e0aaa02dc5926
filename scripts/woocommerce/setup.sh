#!/bin/sh
# Idempotent setup of a throw-away WordPress 7.1.0 + WooCommerce 11.0.1 install used to
# run WooCommerce's real product CSV importer (see README.md).
#
# Env:
#   WOO_DIR       where WordPress lives (default /work/woo, falls back to /tmp/woo)
#   WP_GIT_DIR    bare git dir of johnpbloch/wordpress-core (default /work/.mirror/johnpbloch+wordpress-core/repo)
#   WP_REF        tag to extract (default 7.1.0)
#   WC_GIT_DIR    bare git dir of bitpoke/stack-example-wordpress (contains the released WooCommerce 11.0.1 with vendor/)
#   WC_REF        ref to extract (default HEAD)
#   DB_NAME DB_USER DB_PASS DB_HOST   (default woo_import / root / "" / localhost)
#   SKIP_APT=1    do not run apt-get
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
if [ -z "${WOO_DIR:-}" ]; then
  if [ -d /work ] && [ -w /work ]; then WOO_DIR=/work/woo; else WOO_DIR=/tmp/woo; fi
fi
WP_GIT_DIR=${WP_GIT_DIR:-/work/.mirror/johnpbloch+wordpress-core/repo}
WP_REF=${WP_REF:-7.1.0}
WC_GIT_DIR=${WC_GIT_DIR:-/work/.mirror/bitpoke+stack-example-wordpress/repo}
WC_REF=${WC_REF:-HEAD}
DB_NAME=${DB_NAME:-woo_import}
DB_USER=${DB_USER:-root}
DB_PASS=${DB_PASS:-}
DB_HOST=${DB_HOST:-localhost}
export WOO_DIR DB_NAME DB_USER DB_PASS DB_HOST

log() { echo "[woo-setup] $*" >&2; }

# 1. PHP + extensions ---------------------------------------------------------
if [ "${SKIP_APT:-0}" != 1 ]; then
  need=0
  command -v php >/dev/null 2>&1 || need=1
  if [ $need = 0 ]; then
    for m in mysqli xml mbstring curl zip gd; do
      php -m 2>/dev/null | grep -qix "$m" || need=1
    done
  fi
  if [ $need = 1 ]; then
    log "installing php packages"
    SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq php-cli php-mysql php-xml php-mbstring php-curl php-zip php-gd >/dev/null
  fi
fi

# 2. Sources --------------------------------------------------------------------
# Extract a tree from a bare git dir, skipping blobs that the mirror lacks
# (the mirror omits files >= 4 MiB; for WP 7.1.0 that is one unused JS file).
extract() { # gitdir ref pathspec dest
  gd=$1 ref=$2 spec=$3 dest=$4
  tmp=$(mktemp -d)
  excl=$(git --git-dir="$gd" ls-tree -r "$ref" -- "$spec" \
    | awk '$2=="blob"{print $3}' \
    | git --git-dir="$gd" cat-file --batch-check | awk '$2=="missing"{print $1}')
  set --
  for obj in $excl; do
    p=$(git --git-dir="$gd" ls-tree -r "$ref" -- "$spec" | awk -v o="$obj" '$3==o{sub(/^[^\t]*\t/,""); print; exit}')
    log "skipping missing blob $p"
    set -- "$@" ":(exclude)$p"
  done
  # git archive still complains about the excluded missing blobs; that noise is dropped.
  git --git-dir="$gd" archive "$ref" -- "$spec" "$@" 2>/dev/null | tar -x -C "$tmp"
  mkdir -p "$dest"
  cp -a "$tmp/$spec/." "$dest/"
  rm -rf "$tmp"
}

if [ ! -f "$WOO_DIR/wp-includes/version.php" ]; then
  [ -d "$WP_GIT_DIR" ] || { log "WordPress sources missing: extract johnpbloch/wordpress-core $WP_REF into $WOO_DIR or set WP_GIT_DIR"; exit 1; }
  log "extracting WordPress $WP_REF into $WOO_DIR"
  extract "$WP_GIT_DIR" "$WP_REF" . "$WOO_DIR"
fi
if [ ! -f "$WOO_DIR/wp-content/plugins/woocommerce/woocommerce.php" ]; then
  [ -d "$WC_GIT_DIR" ] || { log "WooCommerce sources missing: put the released plugin in $WOO_DIR/wp-content/plugins/woocommerce or set WC_GIT_DIR"; exit 1; }
  log "extracting WooCommerce into $WOO_DIR/wp-content/plugins/woocommerce"
  extract "$WC_GIT_DIR" "$WC_REF" wp-content/plugins/woocommerce "$WOO_DIR/wp-content/plugins/woocommerce"
fi

# mu-plugin: allow image "downloads" from a local http server (127.0.0.1/localhost)
mkdir -p "$WOO_DIR/wp-content/mu-plugins"
cp "$HERE/mu-plugin-local-images.php" "$WOO_DIR/wp-content/mu-plugins/proseo-local-images.php"

# 3. Database ---------------------------------------------------------------------
if ! mysqladmin -u"$DB_USER" ${DB_PASS:+-p"$DB_PASS"} status >/dev/null 2>&1; then
  log "starting MariaDB"
  service mariadb start >/dev/null 2>&1 || service mysql start >/dev/null 2>&1 || { (mysqld_safe >/dev/null 2>&1 &); sleep 5; }
  i=0; until mysqladmin -u"$DB_USER" ${DB_PASS:+-p"$DB_PASS"} status >/dev/null 2>&1; do i=$((i+1)); [ $i -gt 30 ] && { log "MariaDB not reachable"; exit 1; }; sleep 1; done
fi
mysql -u"$DB_USER" ${DB_PASS:+-p"$DB_PASS"} -e "CREATE DATABASE IF NOT EXISTS \`$DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"

# 4. wp-config.php + install + activate -----------------------------------------------
php "$HERE/install.php"
[ -f "$WOO_DIR/wp-content/plugins/woocommerce/includes/import/class-wc-product-csv-importer.php" ] || { log "WooCommerce importer missing"; exit 1; }
log "ready: WOO_DIR=$WOO_DIR DB=$DB_NAME"
