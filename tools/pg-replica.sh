#!/usr/bin/env bash
# A streaming replica of the local PostgreSQL cluster (the one on 127.0.0.1:5432, as CI and the developers' machines
# run it), for the read-replica tests: `bash tools/pg-replica.sh start` copies the cluster with pg_basebackup, starts
# the copy as a hot standby on port 5433 and prints the URL to export as TEST_DATABASE_REPLICA_URL;
# `bash tools/pg-replica.sh stop` stops it and deletes the copy. Run as root (it acts as the postgres user).
set -euo pipefail
PORT="${REPLICA_PORT:-5433}"
DIR="${REPLICA_DIR:-/tmp/shop-pg-replica}"
PRIMARY="postgresql://postgres:${PGPASSWORD:-postgres}@127.0.0.1:5432/postgres"
as_postgres() { runuser -u postgres -- "$@"; }
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"

case "${1:-start}" in
start)
  if as_postgres "$bin/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
    echo "postgres://postgres:${PGPASSWORD:-postgres}@127.0.0.1:$PORT/postgres"
    exit 0
  fi
  # Replication connections match only pg_hba lines that name `replication`; Debian's default has one for
  # 127.0.0.1 with a password, a trust-everything setup may have none.
  hba="$(as_postgres psql -tAc 'show hba_file')"
  if ! grep -Eq '^host[[:space:]]+replication[[:space:]]+(all|postgres)[[:space:]]+127\.0\.0\.1/32' "$hba"; then
    echo 'host replication postgres 127.0.0.1/32 scram-sha-256' >>"$hba"
    as_postgres psql -qtAc 'select pg_reload_conf()' >/dev/null
  fi
  rm -rf "$DIR"
  install -d -o postgres -g postgres -m 700 "$DIR"
  # -R writes standby.signal and primary_conninfo; -X stream brings the WAL written during the copy.
  as_postgres "$bin/pg_basebackup" -d "$PRIMARY" -D "$DIR" -R -X stream --checkpoint=fast
  # Debian keeps the configuration outside the data folder: the copy gets its own, minimal one. A hot standby
  # needs max_connections (and friends) at least the primary's.
  settings="$(as_postgres psql -tAc "select string_agg(format('%s = %s', name, setting), E'\n') from pg_settings
    where name in ('max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions',
                   'max_locks_per_transaction')")"
  printf '%s\nport = %s\nlisten_addresses = %s\nunix_socket_directories = %s\nhot_standby = on\n' \
    "$settings" "$PORT" "'127.0.0.1'" "'$DIR'" | as_postgres tee "$DIR/postgresql.conf" >/dev/null
  printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' | as_postgres tee "$DIR/pg_hba.conf" >/dev/null
  as_postgres touch "$DIR/pg_ident.conf"
  as_postgres "$bin/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w -t 60 start >/dev/null
  for _ in $(seq 1 60); do
    [ "$(psql -tAc 'select pg_is_in_recovery()' "postgres://postgres@127.0.0.1:$PORT/postgres" 2>/dev/null)" = t ] && break
    sleep 0.5
  done
  echo "postgres://postgres:${PGPASSWORD:-postgres}@127.0.0.1:$PORT/postgres"
  ;;
stop)
  as_postgres "$bin/pg_ctl" -D "$DIR" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
  ;;
*)
  echo "usage: $0 start|stop" >&2
  exit 2
  ;;
esac
