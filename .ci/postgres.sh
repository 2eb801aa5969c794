# Sourced by .ci/run: start a throw-away PostgreSQL server on loopback and export
# CARDTABLE_TEST_PG_URL for the storage tests. Returns non-zero when no server can be had.
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$pg_bin" ] || return 1
pg_dir=$(mktemp -d /tmp/cardtable-pg.XXXXXX)
chown postgres "$pg_dir" 2>/dev/null || true
# A free port on loopback (another server, e.g. a developer's, may hold the usual one).
pg_port=${CARDTABLE_TEST_PG_PORT:-$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}
run_pg() { if [ "$(id -u)" = "0" ]; then (cd / && su postgres -s /bin/sh -c "$*"); else sh -c "$*"; fi; }
run_pg "$pg_bin/initdb -D $pg_dir/data -U postgres -A trust >/dev/null" || return 1
run_pg "$pg_bin/pg_ctl -D $pg_dir/data -o '-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1' -l $pg_dir/log -w start >/dev/null" || return 1
run_pg "$pg_bin/createdb -h 127.0.0.1 -p $pg_port -U postgres cardtable_test" || return 1
export CARDTABLE_TEST_PG_URL="postgresql+psycopg://postgres@127.0.0.1:$pg_port/cardtable_test"
echo "PostgreSQL running for the storage tests on 127.0.0.1:$pg_port"
