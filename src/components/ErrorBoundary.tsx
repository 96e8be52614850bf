import { Component, type ReactNode } from 'react'

interface Props {
  title: string
  text: string
  children: ReactNode
}

/** Catches a rendering error in the page so the header and footer stay, with a readable message. */
export class ErrorBoundary extends Component<Props, { error?: Error }> {
  state: { error?: Error } = {}

  static getDerivedStateFromError(error: Error) {
    return { error }
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
