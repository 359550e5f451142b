#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on a free loopback port from the machine's binaries
# and exports TEST_DATABASE_URL. Source it; the cluster stops when the sourcing shell exits.
# Installs Debian's postgresql when no server binaries exist (needs root, as on CI).
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
pg_dir=$(mktemp -d /tmp/sciscope-pg.XXXXXX)
pg_port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_pg=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$pg_dir"
  as_pg=(runuser -u postgres --)
fi
"${as_pg[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -A trust -U sciscope -E UTF8 >"$pg_dir/initdb.log" 2>&1 || { cat "$pg_dir/initdb.log"; return 1 2>/dev/null || exit 1; }
"${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w \
  -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
"$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U sciscope sciscope_test
export TEST_DATABASE_URL="postgres://sciscope@127.0.0.1:$pg_port/sciscope_test"
sciscope_pg_stop() { "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1; rm -rf "$pg_dir"; }
trap sciscope_pg_stop EXIT
echo "PostgreSQL test cluster on port $pg_port ($TEST_DATABASE_URL)"
