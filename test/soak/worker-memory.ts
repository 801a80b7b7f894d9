import { readdirSync, readFileSync } from 'node:fs'

// The resident memory of the server's workerd processes, sampled every second. The server is `wrangler dev` in a
// process group of its own (test/support/local-server.ts), a child of this process; its workerd processes are in
// that group. Read from /proc: pid, parent and group are fields 1, 4 and 5 of /proc/<pid>/stat, VmRSS a line of
// /proc/<pid>/status.

interface ProcessInfo {
  pid: number
  name: string
  parent: number
  group: number
}

function processes(): ProcessInfo[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return []
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The name is in parentheses and may hold spaces or parentheses itself: the fields follow the last ')'.
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const [, parent, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return [{ pid: Number(entry), name, parent: Number(parent), group: Number(group) }]
    } catch {
      return [] // gone meanwhile
    }
  })
}

const rssKb = (pid: number): number | undefined => {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : undefined
  } catch {
    return undefined
  }
}

export interface MemorySeries {
  pid: number
  /** The worker's workerd (the one with an inspector), or the one of wrangler's dev proxy in front of it. */
  role: 'worker' | 'dev proxy'
  /** [seconds since sampling began, RSS in kB] */
  samples: [number, number][]
}

/** The workerd processes of the process groups this process leads children of (the server's). */
function serverWorkerds(): number[] {
  const all = processes()
  const groups = new Set(all.filter((p) => p.parent === process.pid).map((p) => p.pid))
  return all.filter((p) => p.name === 'workerd' && groups.has(p.group)).map((p) => p.pid)
}

function roleOf(pid: number): MemorySeries['role'] {
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
  return args.some((arg) => arg.startsWith('--inspect')) ? 'worker' : 'dev proxy'
}

export function sampleWorkerMemory(): { series: MemorySeries[]; mark(): number; stop(): void } {
  const pids = serverWorkerds()
  if (!pids.length) throw new Error("found no workerd process in the server's process group")
  const started = performance.now()
  const series: MemorySeries[] = pids.map((pid) => ({ pid, role: roleOf(pid), samples: [] }))
  const mark = () => (performance.now() - started) / 1000
  const sample = () => {
    for (const entry of series) {
      const kb = rssKb(entry.pid)
      if (kb !== undefined) entry.samples.push([mark(), kb])
    }
  }
  sample()
  const timer = setInterval(sample, 1000)
  return {
    series,
    mark,
    stop: () => {
      clearInterval(timer)
      sample()
    },
  }
}
