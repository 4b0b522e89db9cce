import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { CAMERA_CONSTRAINTS, CAPTURE_QUALITY, CAPTURE_TYPE } from '../model/camera-capture';

export type CameraStatus = 'off' | 'starting' | 'on';

function stopTracks(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/** Whether this browser can show a live camera; without it the panel offers the system camera. */
export function canUseLiveCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/**
 * The live rear camera: start, a frame as a JPEG file, stop. The tracks are always stopped when
 * the camera is turned off, when a start is overtaken by a stop, and when the panel goes away.
 */
export function useCamera() {
  const [status, setStatus] = useState<CameraStatus>('off');
  const [ready, setReady] = useState(false);
  const streamRef = useRef<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  // Bumped by every start and stop, so that a late getUserMedia answer knows it was overtaken.
  const generation = useRef(0);

  const stop = useCallback(() => {
    generation.current += 1;
    stopTracks(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setReady(false);
    setStatus('off');
  }, []);

  const start = useCallback(async () => {
    const mine = ++generation.current;
    setStatus('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      if (mine !== generation.current) {
        stopTracks(stream);
        return;
      }
      streamRef.current = stream;
      if (videoRef.current) videoRef.current.srcObject = stream;
      setStatus('on');
    } catch {
      if (mine !== generation.current) return;
      setStatus('off');
      toast({ title: 'Camera Error', description: 'Unable to access camera. Please check permissions.', variant: 'destructive' });
    }
  }, []);

  /** The <video> showing the stream; attached whenever it mounts. */
  const attachVideo = useCallback((video: HTMLVideoElement | null) => {
    videoRef.current = video;
    if (video && streamRef.current && video.srcObject !== streamRef.current) video.srcObject = streamRef.current;
  }, []);

  /** The current frame as a JPEG file of that name, or null when there is no frame yet. */
  const capture = useCallback(async (fileName: string): Promise<File | null> => {
    const video = videoRef.current;
    if (!video || !streamRef.current || video.videoWidth === 0 || video.videoHeight === 0) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, CAPTURE_TYPE, CAPTURE_QUALITY));
    if (!blob) return null;
    return new File([blob], fileName, { type: CAPTURE_TYPE });
  }, []);

  useEffect(
    () => () => {
      generation.current += 1;
      stopTracks(streamRef.current);
      streamRef.current = null;
    },
    [],
  );

  return {
    status,
    /** True once the video shows frames, so that Capture has something to take. */
    ready,
    onVideoReady: useCallback(() => setReady(true), []),
    start,
    stop,
    capture,
    attachVideo,
  };
}
