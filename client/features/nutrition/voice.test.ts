// @vitest-environment jsdom

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NUTRITION_LIMITS } from '../../../contract/nutrition-analysis';
import { useVoiceRecorder, voiceMode } from './voice';

/** A MediaRecorder stand-in: records nothing, emits one chunk on stop. */
class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(readonly stream: MediaStream) {
    FakeMediaRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

function installMicrophone(getUserMedia: () => Promise<MediaStream>) {
  const track = { stop: vi.fn() };
  Object.defineProperty(window, 'MediaRecorder', { value: FakeMediaRecorder, configurable: true });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return track;
}

afterEach(() => {
  vi.useRealTimers();
  FakeMediaRecorder.instances = [];
  Reflect.deleteProperty(window, 'MediaRecorder');
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(window, 'webkitSpeechRecognition');
});

describe('voiceMode', () => {
  it("prefers the server's transcription, then the browser's recognition, else none", () => {
    expect(voiceMode(true)).toBe('none');
    installMicrophone(() => Promise.resolve({} as MediaStream));
    expect(voiceMode(true)).toBe('server');
    expect(voiceMode(false)).toBe('none');
    Object.defineProperty(window, 'webkitSpeechRecognition', { value: class {}, configurable: true });
    expect(voiceMode(false)).toBe('browser');
  });
});

describe('useVoiceRecorder (server mode)', () => {
  it('records, stops by hand and hands over the recording; re-record clears it', async () => {
    const track = installMicrophone(() =>
      Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream),
    );
    const onError = vi.fn();
    const { result } = renderHook(() => useVoiceRecorder('server', onError));
    await act(() => result.current.start());
    expect(result.current.state).toBe('recording');
    act(() => result.current.stop());
    expect(result.current.state).toBe('recorded');
    expect(result.current.recording?.size).toBeGreaterThan(0);
    expect(track.stop).toHaveBeenCalled();
    act(() => result.current.reset());
    expect(result.current.state).toBe('idle');
    expect(result.current.recording).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it(`stops by itself after ${NUTRITION_LIMITS.recordingSeconds} seconds, counting the seconds`, async () => {
    vi.useFakeTimers();
    const track = installMicrophone(() =>
      Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream),
    );
    const { result } = renderHook(() => useVoiceRecorder('server', vi.fn()));
    await act(() => result.current.start());
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.seconds).toBe(5);
    expect(result.current.state).toBe('recording');
    act(() => vi.advanceTimersByTime(NUTRITION_LIMITS.recordingSeconds * 1000 - 5_000));
    expect(result.current.state).toBe('recorded');
    expect(FakeMediaRecorder.instances[0]?.state).toBe('inactive');
  });

  it('reports a denied microphone and stays idle', async () => {
    installMicrophone(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const onError = vi.fn();
    const { result } = renderHook(() => useVoiceRecorder('server', onError));
    await act(() => result.current.start());
    expect(onError).toHaveBeenCalledWith('denied');
    expect(result.current.state).toBe('idle');
  });
});
