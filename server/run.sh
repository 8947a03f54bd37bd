#!/bin/sh
# A local Quartet server for a game night: PostgreSQL and Nakama with our
# plugin, both in dist/online, on this machine.
#
#   server/run.sh [start]   install what is missing, build, start, print the address
#   server/run.sh stop      stop Nakama and PostgreSQL
#   server/run.sh restart   stop Nakama and start it again (PostgreSQL stays)
#   server/run.sh env       print the address and server key (for tests)
#   server/run.sh build     only build Nakama and the plugin (make test runs
#                           it alongside the unit tests)
#
# The first start installs PostgreSQL (Debian's package), builds Nakama
# (minutes: the module downloads), creates the database cluster and
# migrates it; later starts take seconds. Every key Nakama ships with is
# replaced by one generated here and kept in dist/online/keys.env.
#
# QUARTET_BIND (default 127.0.0.1) is the address players connect to; set it
# to this machine's address on the home network to play with friends
# there. QUARTET_PORT (7350; gRPC on the port below it, the console above)
# and QUARTET_PG_PORT (5442) move the ports. The console always stays on
# loopback.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
dist=${QUARTET_ONLINE_DIR:-$(dirname "$here")/dist/online}
bind=${QUARTET_BIND:-127.0.0.1}
port=${QUARTET_PORT:-7350}
pgport=${QUARTET_PG_PORT:-5442}
pgbin=
pgdata=$dist/pg

say() { echo "server: $*" >&2; }

as_postgres() {
	# PostgreSQL refuses to run as root.
	if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

find_pg() {
	pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
}

install_pg() {
	find_pg
	[ -n "$pgbin" ] && return
	say "installing PostgreSQL (Debian's postgresql package)"
	sudo=; [ "$(id -u)" = 0 ] || sudo=sudo
	$sudo apt-get install -y postgresql >&2 || { $sudo apt-get update >&2 && $sudo apt-get install -y postgresql >&2; }
	find_pg
	[ -n "$pgbin" ] || { say "PostgreSQL did not install; install the postgresql package"; exit 1; }
}

build() {
	say "building Nakama and the Quartet plugin (the first build downloads for minutes)"
	(cd "$here" && GOFLAGS=-mod=mod go build -trimpath -o bin/nakama github.com/heroiclabs/nakama/v3 &&
		GOFLAGS=-mod=mod go build -trimpath -buildmode=plugin -o bin/modules/quartet.so ./plugin)
}

key() { openssl rand -hex 24; }

keys() {
	mkdir -p "$dist"
	if [ ! -f "$dist/keys.env" ]; then
		umask 077
		cat >"$dist/keys.env" <<KEYS
SESSION_KEY=$(key)
REFRESH_KEY=$(key)
HTTP_KEY=$(key)
CONSOLE_USER=quartet
CONSOLE_PASSWORD=$(key)
CONSOLE_SIGNING_KEY=$(key)
DB_PASSWORD=$(key)
KEYS
		umask 022
	fi
	. "$dist/keys.env"
	# The server key travels in every copy of the game, as every Nakama
	# client's does, so it is no secret; it is Quartet's own rather than
	# Nakama's default (online/client.PublicServerKey). The secrets above
	# never leave this machine.
	SERVER_KEY=${QUARTET_SERVER_KEY:-quartet-public-1}
}

database() {
	if [ ! -f "$pgdata/PG_VERSION" ]; then
		say "creating the database cluster in $pgdata"
		mkdir -p "$pgdata"
		printf '%s\n' "$DB_PASSWORD" >"$dist/pgpass.tmp"
		if [ "$(id -u)" = 0 ]; then chown postgres "$pgdata" "$dist/pgpass.tmp"; fi
		# As root, PostgreSQL runs as the user postgres, who must be able to
		# reach the cluster: a clone under /root, say, is closed to it.
		if [ "$(id -u)" = 0 ] && ! runuser -u postgres -- test -w "$pgdata"; then
			rm -f "$dist/pgpass.tmp"
			say "the user postgres cannot reach $pgdata: open the directories above it to others (chmod o+x), or set QUARTET_ONLINE_DIR to one it can reach"
			exit 1
		fi
		as_postgres "$pgbin/initdb" -D "$pgdata" -U nakama --pwfile="$dist/pgpass.tmp" -A scram-sha-256 >/dev/null
		rm -f "$dist/pgpass.tmp"
	fi
	if ! as_postgres "$pgbin/pg_ctl" -D "$pgdata" status >/dev/null 2>&1; then
		as_postgres "$pgbin/pg_ctl" -D "$pgdata" -w -l "$pgdata/server.log" \
			-o "-p $pgport -k $pgdata -c listen_addresses=127.0.0.1 -c max_connections=150" start >/dev/null
	fi
	export PGPASSWORD="$DB_PASSWORD"
	if [ -z "$(psql -h 127.0.0.1 -p "$pgport" -U nakama -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname='nakama'")" ]; then
		psql -h 127.0.0.1 -p "$pgport" -U nakama -d postgres -qc "CREATE DATABASE nakama" >/dev/null
	fi
	"$here/bin/nakama" migrate up --database.address "nakama:$DB_PASSWORD@127.0.0.1:$pgport/nakama" >"$dist/migrate.log" 2>&1 ||
		{ say "migration failed; see $dist/migrate.log"; exit 1; }
}

config() {
	cat >"$dist/nakama.yml" <<YML
name: quartet
data_dir: $dist/nakama
logger:
  level: info
  file: $dist/nakama.log
  stdout: false
database:
  address: ["nakama:$DB_PASSWORD@127.0.0.1:$pgport/nakama"]
  # Nakama's default pool (100) is all PostgreSQL's default allows, which
  # left no connection for this script after a busy game night.
  max_open_conns: 60
  max_idle_conns: 10
socket:
  address: $bind
  port: $port
  server_key: $SERVER_KEY
session:
  encryption_key: $SESSION_KEY
  refresh_encryption_key: $REFRESH_KEY
runtime:
  path: $here/bin/modules
  http_key: $HTTP_KEY
console:
  address: 127.0.0.1
  port: $((port + 1))
  username: $CONSOLE_USER
  password: $CONSOLE_PASSWORD
  signing_key: $CONSOLE_SIGNING_KEY
YML
	chmod 600 "$dist/nakama.yml"
}

running() { [ -f "$dist/nakama.pid" ] && kill -0 "$(cat "$dist/nakama.pid")" 2>/dev/null; }

# built identifies the binary and plugin built, to tell whether the running
# server has them.
built() { cat "$here/bin/nakama" "$here/bin/modules/quartet.so" | sha256sum | cut -c1-16; }

launch() {
	mkdir -p "$dist/nakama"
	nohup "$here/bin/nakama" --config "$dist/nakama.yml" >"$dist/nakama.out" 2>&1 &
	echo $! >"$dist/nakama.pid"
	built >"$dist/nakama.built"
	i=0
	until curl -sf "http://$bind:$port/healthcheck" >/dev/null; do
		i=$((i + 1))
		if [ $i -gt 100 ] || ! running; then
			say "Nakama did not start; see $dist/nakama.log and $dist/nakama.out"
			exit 1
		fi
		sleep 0.2
	done
	grep -q '"quartet module loaded"' "$dist/nakama.log" || { say "Nakama started without the Quartet plugin; see $dist/nakama.log"; exit 1; }
}

stop_nakama() {
	if running; then
		pid=$(cat "$dist/nakama.pid")
		kill "$pid"
		while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
	fi
	rm -f "$dist/nakama.pid"
}

start() {
	install_pg
	build
	keys
	database
	config
	if running && [ "$(built)" = "$(cat "$dist/nakama.built" 2>/dev/null)" ]; then
		say "Nakama is running already (pid $(cat "$dist/nakama.pid"))"
	else
		# A Go plugin loads only at start: a rebuilt one needs a restart.
		stop_nakama
		launch
	fi
	say "Quartet server at http://$bind:$port (the address to give friends)"
	if [ "$bind" = 127.0.0.1 ]; then
		lan=$(hostname -I 2>/dev/null | cut -d' ' -f1)
		say "it listens on this machine alone; for friends on your network: QUARTET_BIND=${lan:-ADDRESS} make server"
	fi
	echo "http://$bind:$port"
}

stop() {
	stop_nakama
	find_pg
	if [ -n "$pgbin" ] && [ -f "$pgdata/PG_VERSION" ]; then
		as_postgres "$pgbin/pg_ctl" -D "$pgdata" -w stop >/dev/null 2>&1 || true
	fi
	say "stopped"
}

case ${1:-start} in
start) start ;;
build) build ;;
stop) stop ;;
restart)
	keys
	stop_nakama
	launch
	say "Nakama restarted"
	;;
env)
	keys
	echo "QUARTET_SERVER=http://$bind:$port"
	echo "QUARTET_SERVER_KEY=$SERVER_KEY"
	echo "QUARTET_RUN=$here/run.sh"
	;;
*)
	echo "usage: server/run.sh [start|stop|restart|env|build]" >&2
	exit 2
	;;
esac
