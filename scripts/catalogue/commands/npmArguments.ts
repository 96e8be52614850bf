/**
 * `npm run catalogue:diff --format markdown`: without a "--" before them, npm reads options as its
 * own configuration (https://docs.npmjs.com/cli/commands/npm-run-script). An option npm does not
 * know reaches the script as the variable npm_config_<name>=true and loses its value, which npm
 * passes on as a plain argument ("marked"); one npm knows (--format) vanishes, and only its value
 * arrives. The commands read both back, so each works with or without the "--"; where the intent
 * cannot be told, the message says what to type.
 */

/**
 * What npm tells a script it runs (https://docs.npmjs.com/cli/using-npm/scripts#environment): the
 * script's name (undefined when run without npm) and the folder npm was started in. Like a CI's own
 * variables, they are the package manager's, not the site's settings (src/config/siteConfig.ts):
 * these commands read them here only, with the npm_config_* ones below.
 */
export const npmRun = { script: process.env.npm_lifecycle_event, startedIn: process.env.INIT_CWD }

export interface OptionSpec {
  type: 'string' | 'boolean'
  /** The values a string option takes: an argument that is one of them is that option's, however it came. */
  choices?: readonly string[]
}

/** What the person meant, as if they had typed the "--": the options first, then the other arguments. */
export function argumentsAsMeant(args: readonly string[], options: Record<string, OptionSpec>, command: string, env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.npm_lifecycle_event === undefined) return [...args]
  const given = (name: string) => args.some((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  // The options as typed, each string option with its value, and the plain arguments.
  const flags: string[] = []
  const rest: string[] = []
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!
    if (!a.startsWith('-')) rest.push(a)
    else if (options[a.slice(2)]?.type === 'string' && i + 1 < args.length) flags.push(a, args[++i]!)
    else flags.push(a)
  }
  const taken: string[] = []
  for (const [name, spec] of Object.entries(options)) {
    if (given(name)) continue
    const swallowed = env[`npm_config_${name.replace(/-/g, '_')}`] === 'true'
    if (spec.type === 'boolean') {
      if (swallowed) taken.push(`--${name}`)
      continue
    }
    const choice = spec.choices && rest.findIndex((a) => spec.choices!.includes(a))
    if (choice !== undefined && choice >= 0) {
      taken.push(`--${name}`, rest.splice(choice, 1)[0]!)
      continue
    }
    if (!swallowed) continue
    // npm kept the value: the first plain argument after the script's name, unless two options compete for it.
    const others = Object.entries(options).filter(([other, o]) => other !== name && o.type === 'string' && !o.choices && !given(other) && env[`npm_config_${other.replace(/-/g, '_')}`] === 'true')
    if (rest.length === 0 || others.length > 0) {
      throw new Error(`npm read "--${name}" as its own setting and kept its value from this command. Type the options after "--", which npm passes on as they are: npm run ${command} -- --${name} VALUE`)
    }
    taken.push(`--${name}`, rest.shift()!)
  }
  return [...flags, ...taken, ...rest]
}
