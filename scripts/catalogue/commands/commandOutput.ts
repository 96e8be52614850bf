/** Where a catalogue command prints: stdout for machines, stderr for people; a test may collect both. */
export interface CommandOutput {
  out: (text: string) => void
  err: (text: string) => void
}

export const consoleOutput: CommandOutput = { out: (text) => console.log(text), err: (text) => console.error(text) }
