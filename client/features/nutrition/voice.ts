import { useCallback, useEffect, useRef, useState } from 'react';
import { NUTRITION_LIMITS } from '../../../contract/nutrition-analysis';

/**
 * Voice input for the nutrition assistant (docs/product/nutrition.md#voice: start, recording, stop by hand or
 * automatically after 30 seconds, recorded, re-record). Two ways to get words from speech:
 * - 'server': record with MediaRecorder; the server's configured speech endpoint transcribes it;
 * - 'browser': the browser's own speech recognition (Chrome, Safari) gives the words directly.
 * The transcript is always shown for confirmation before it is analysed.
 */

export type VoiceState = 'idle' | 'recording' | 'recorded';
export type VoiceMode = 'server' | 'browser' | 'none';

type SpeechRecognitionLike = {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult:
    | ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
};
type SpeechRecognitionCtor = new () => SpeechRecognitionLike;

export function browserSpeechRecognition(): SpeechRecognitionCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: SpeechRecognitionCtor;
    webkitSpeechRecognition?: SpeechRecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function canRecordAudio(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof window !== 'undefined' &&
    'MediaRecorder' in window
  );
}

/** Which way voice works here: the server's transcription first, else the browser's, else none. */
export function voiceMode(serverTranscription: boolean): VoiceMode {
  if (serverTranscription && canRecordAudio()) return 'server';
  if (browserSpeechRecognition()) return 'browser';
  return 'none';
}

export type VoiceRecorder = {
  state: VoiceState;
  /** Seconds recorded so far (updates each second while recording). */
  seconds: number;
  /** The recording ('server' mode), once recorded. */
  recording: Blob | null;
  /** Words heard ('browser' mode), once recorded. */
  transcript: string;
  start: () => Promise<void>;
  stop: () => void;
  reset: () => void;
};

export function useVoiceRecorder(
  mode: VoiceMode,
  onError: (kind: 'denied' | 'failed') => void,
): VoiceRecorder {
  const [state, setState] = useState<VoiceState>('idle');
  const [seconds, setSeconds] = useState(0);
  const [recording, setRecording] = useState<Blob | null>(null);
  const [transcript, setTranscript] = useState('');
  const stopRef = useRef<(() => void) | null>(null);
  const timers = useRef<{ tick?: number; cap?: number }>({});
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const clearTimers = useCallback(() => {
    window.clearInterval(timers.current.tick);
    window.clearTimeout(timers.current.cap);
    timers.current = {};
  }, []);

  const stop = useCallback(() => {
    clearTimers();
    stopRef.current?.();
    stopRef.current = null;
  }, [clearTimers]);

  const startTimers = useCallback(() => {
    const started = Date.now();
    setSeconds(0);
    timers.current.tick = window.setInterval(
      () => setSeconds(Math.floor((Date.now() - started) / 1000)),
      1000,
    );
    // Recording stops by itself after 30 seconds.
    timers.current.cap = window.setTimeout(() => stop(), NUTRITION_LIMITS.recordingSeconds * 1000);
  }, [stop]);

  const start = useCallback(async () => {
    setRecording(null);
    setTranscript('');
    if (mode === 'server') {
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch {
        onErrorRef.current('denied');
        return;
      }
      const chunks: Blob[] = [];
      const recorder = new MediaRecorder(stream);
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        for (const track of stream.getTracks()) track.stop();
        setRecording(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }));
        setState('recorded');
      };
      stopRef.current = () => {
        if (recorder.state !== 'inactive') recorder.stop();
      };
      recorder.start();
      setState('recording');
      startTimers();
      return;
    }
    if (mode === 'browser') {
      const Recognition = browserSpeechRecognition();
      if (!Recognition) return;
      const recognition = new Recognition();
      recognition.lang = 'en-US';
      recognition.interimResults = true;
      recognition.continuous = true;
      let heard = '';
      recognition.onresult = (event) => {
        heard = Array.from(event.results)
          .map((result) => result[0]?.transcript ?? '')
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim();
        setTranscript(heard);
      };
      recognition.onerror = (event) => {
        clearTimers();
        setState('idle');
        onErrorRef.current(
          event.error === 'not-allowed' || event.error === 'service-not-allowed' ? 'denied' : 'failed',
        );
      };
      recognition.onend = () => {
        clearTimers();
        setState((current) => (current === 'recording' ? 'recorded' : current));
      };
      stopRef.current = () => recognition.stop();
      try {
        recognition.start();
      } catch {
        onErrorRef.current('failed');
        return;
      }
      setState('recording');
      startTimers();
    }
  }, [mode, startTimers, clearTimers]);

  const reset = useCallback(() => {
    stop();
    setState('idle');
    setSeconds(0);
    setRecording(null);
    setTranscript('');
  }, [stop]);

  // Leaving the page stops the microphone.
  useEffect(() => () => stop(), [stop]);

  return { state, seconds, recording, transcript, start, stop, reset };
}
