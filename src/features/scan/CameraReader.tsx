import { useEffect, useRef } from 'react'
import { useT } from '#src/i18n/useT.ts'
import { decodeCodes } from './decodeCodes'

interface Props {
  /** The rear camera, asked for on the tap itself. */
  camera: Promise<MediaStream>
  /** The texts read in a frame; the next frame is read once it has returned. */
  onFrame: (texts: string[]) => Promise<void>
  onStarted: () => void
  /** No camera, or the visitor or the browser refused it. */
  onRefused: () => void
  /** The camera ran, but its frames could not be read (the reader failed to load). */
  onFailed: () => void
  onStop: () => void
}

/** Frames are read at this width at most: enough for a label's code held in view, and quick on a phone. */
const FRAME_WIDTH = 960

/** The rear camera, live, each frame read in the page until a code is read or the visitor stops it. */
export const askForCamera = (): Promise<MediaStream> =>
  // A browser without camera access has no mediaDevices (and none on an insecure page).
  navigator.mediaDevices
    ? navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
    : Promise.reject(new Error('no camera access'))

/** Shows the camera's stream and reads its frames. */
export function CameraReader({ camera, onFrame, onStarted, onRefused, onFailed, onStop }: Props) {
  const t = useT()
  const video = useRef<HTMLVideoElement>(null)
  // The loop started once reads the latest callbacks.
  const callbacks = useRef({ onFrame, onStarted, onRefused, onFailed })
  callbacks.current = { onFrame, onStarted, onRefused, onFailed }

  useEffect(() => {
    let stopped = false
    let stream: MediaStream | undefined
    const run = async () => {
      try {
        stream = await camera
      } catch {
        if (!stopped) callbacks.current.onRefused()
        return
      }
      const v = video.current
      if (stopped || !v) return stream.getTracks().forEach((track) => track.stop())
      v.srcObject = stream
      await v.play()
      callbacks.current.onStarted()
      const canvas = document.createElement('canvas')
      const context = canvas.getContext('2d', { willReadFrequently: true })!
      while (!stopped) {
        const scale = Math.min(1, FRAME_WIDTH / v.videoWidth)
        canvas.width = Math.round(v.videoWidth * scale)
        canvas.height = Math.round(v.videoHeight * scale)
        if (canvas.width > 0) {
          context.drawImage(v, 0, 0, canvas.width, canvas.height)
          const texts = await decodeCodes(context.getImageData(0, 0, canvas.width, canvas.height))
          if (!stopped) await callbacks.current.onFrame(texts)
        }
        await new Promise((next) => requestAnimationFrame(next))
      }
    }
    // Leaving the page mid-frame interrupts the video and the read: only a failure while it runs is one.
    run().catch(() => {
      if (!stopped) callbacks.current.onFailed()
    })
    return () => {
      stopped = true
      stream?.getTracks().forEach((track) => track.stop())
    }
    // Started once per showing.
  }, [])

  return (
    <div className="scan-camera">
      <video ref={video} className="scan-camera__video" aria-label={t('scan.video')} playsInline muted />
      <button type="button" className="button button-outline" onClick={onStop}>
        {t('scan.cameraStop')}
      </button>
    </div>
  )
}
