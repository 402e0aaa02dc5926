#!/bin/sh
# Makes sure a PostgreSQL server answers on 127.0.0.1:5432 (trust auth for user postgres).
set -eu
if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then exit 0; fi
if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
  echo "Installing PostgreSQL from Debian's packages..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  conf=$(ls -d /etc/postgresql/*/main)
  sed -i 's/^\(host\|local\).*$/#&/' "$conf/pg_hba.conf"
  printf 'local all all trust\nhost all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n' >> "$conf/pg_hba.conf"
fi
pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p 5432 && exit 0
  sleep 1
done
echo "PostgreSQL did not start on 127.0.0.1:5432" >&2
exit 1
