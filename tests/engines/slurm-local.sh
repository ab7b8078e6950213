#!/bin/sh
# A single-node Slurm on localhost for the tests: its own munged, slurmctld
# and slurmd, configured, logged and kept under DIR, on free ports, touching
# nothing of a Slurm the machine may run.
#   slurm-local.sh start DIR   starts them; prints SLURM_CONF=... and exits 0
#                              once the node is idle; exits 77 with the reason
#                              on standard error when they cannot start here
#   slurm-local.sh stop DIR    stops them
set -u
action=$1 dir=$2

skip() { echo "slurm-local: $*" >&2; exit 77; }

stop() {
  for daemon in slurmd slurmctld munged; do
    if [ -f "$dir/$daemon.pid" ]; then
      pid=$(cat "$dir/$daemon.pid")
      kill "$pid" 2>/dev/null
      for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
      kill -9 "$pid" 2>/dev/null
      rm -f "$dir/$daemon.pid"
    fi
  done
}

if [ "$action" = stop ]; then stop; exit 0; fi

for tool in munged slurmctld slurmd sbatch sinfo; do
  command -v "$tool" >/dev/null 2>&1 || PATH=$PATH:/usr/sbin:/sbin
  command -v "$tool" >/dev/null 2>&1 || skip "no $tool (Debian packages slurm-wlm and munge)"
done
[ "$(id -u)" = 0 ] || skip "slurmd runs as root, and this is not root"
[ -r /etc/munge/munge.key ] || skip "no /etc/munge/munge.key (the munge package makes it)"

mkdir -p "$dir/state" "$dir/spool" "$dir/munge"
chmod 700 "$dir/munge"
# A free port: one the kernel hands out, released for the daemon to take
# (perl-base is in every Debian).
free_port() { perl -MIO::Socket::INET -e 'print IO::Socket::INET->new(Listen => 1, LocalAddr => "127.0.0.1", LocalPort => 0)->sockport'; }
ctld_port=$(free_port) && slurmd_port=$(free_port) || skip "cannot find a free port"

munged --force --socket="$dir/munge/socket" --key-file=/etc/munge/munge.key --pid-file="$dir/munged.pid" \
  --log-file="$dir/munged.log" --seed-file="$dir/munge/seed" 2>"$dir/munged.err" ||
  skip "munged does not start: $(cat "$dir/munged.err" "$dir/munged.log" 2>/dev/null | tail -3)"

cat >"$dir/slurm.conf" <<CONF
ClusterName=puzzlegen
SlurmctldHost=localhost(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
AuthType=auth/munge
AuthInfo=socket=$dir/munge/socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SwitchType=switch/none
MpiDefault=none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
# The node as the configuration says, not as the hardware does: the arrays
# of the docs ask for more processors than a test machine has.
SlurmdParameters=config_overrides
NodeName=localhost NodeAddr=127.0.0.1 CPUs=32 State=UNKNOWN
PartitionName=test Nodes=localhost Default=YES MaxTime=INFINITE State=UP OverSubscribe=YES
CONF
export SLURM_CONF="$dir/slurm.conf"

slurmctld -i 2>"$dir/slurmctld.err" || { stop; skip "slurmctld does not start: $(tail -3 "$dir/slurmctld.err" "$dir/slurmctld.log" 2>/dev/null)"; }
slurmd -N localhost 2>"$dir/slurmd.err" || { stop; skip "slurmd does not start: $(tail -3 "$dir/slurmd.err" "$dir/slurmd.log" 2>/dev/null)"; }
for _ in $(seq 1 100); do
  state=$(sinfo -h -n localhost -o %t 2>/dev/null)
  case $state in idle*) echo "SLURM_CONF=$SLURM_CONF"; exit 0 ;; esac
  sleep 0.2
done
stop
skip "the node did not come up (state '${state:-none}'): $(tail -3 "$dir/slurmd.log" "$dir/slurmctld.log" 2>/dev/null)"
