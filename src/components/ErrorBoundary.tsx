import { Component, type ErrorInfo, type ReactNode } from 'react'
import { reportError } from '#src/features/errors/errorReporter.ts'

interface Props {
  title: string
  text: string
  children: ReactNode
}

/**
 * Catches a rendering error in the page so the header and footer stay, with a readable message,
 * and hands the error to error reporting (src/features/errors/errorReporter.ts).
 */
export class ErrorBoundary extends Component<Props, { error?: Error }> {
  state: { error?: Error } = {}

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, info.componentStack ?? undefined)
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    return <ErrorMessage title={this.props.title} text={this.props.text} detail={error.message} />
  }
}

export function ErrorMessage({ title, text, detail }: { title: string; text: string; detail?: string }) {
  return (
    <div className="container narrow error-message" role="alert">
      <h1>{title}</h1>
      <p>{text}</p>
      {detail && <pre>{detail}</pre>}
    </div>
  )
}
