package audio

import (
	"sync"
	"sync/atomic"
	"time"

	"github.com/ebitengine/oto/v3"
)

// deviceState is where the sound device stands.
type deviceState int

const (
	deviceClosed  deviceState = iota // not opened yet
	deviceWaiting                    // opening, or waiting for the browser's unlock
	deviceRunning                    // playing
	deviceFailed                     // no device: silent for good
)

// The process has one device connection (Oto allows one context per
// process), shared by every Engine: the newest engine is its source.
var dev struct {
	once   sync.Once
	ctx    *oto.Context
	player *oto.Player
	ready  chan struct{}
	err    error
	source atomic.Pointer[mixer]
	sink   sinkGuard // only touched by the device's reader goroutine
}

// openDevice starts opening the device, once per process. It returns at
// once: Oto initializes the device in the background, and a failure shows
// in deviceStatus instead of stopping anything.
func openDevice() {
	dev.once.Do(func() {
		ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
			SampleRate:      rate,
			ChannelCount:    2,
			Format:          oto.FormatFloat32LE,
			ApplicationName: "Quartet",
		})
		if err != nil {
			dev.err = err
			return
		}
		dev.ctx, dev.ready = ctx, ready
		dev.player = ctx.NewPlayer(sourceReader{})
		dev.player.SetBufferSize(playerBufferFrames * 8)
		dev.player.Play()
		watchPage(ctx, ready)
	})
}

// deviceStatus reports the device's state without blocking.
func deviceStatus() deviceState {
	if dev.err != nil {
		return deviceFailed
	}
	if dev.ctx == nil {
		return deviceClosed
	}
	select {
	case <-dev.ready:
	default:
		return deviceWaiting
	}
	if dev.ctx.Err() != nil || dev.player.Err() != nil {
		return deviceFailed
	}
	return deviceRunning
}

// deviceError is why the device failed, for diagnostics.
func deviceError() error {
	if dev.err != nil {
		return dev.err
	}
	if dev.ctx != nil {
		if err := dev.ctx.Err(); err != nil {
			return err
		}
		return dev.player.Err()
	}
	return nil
}

// sourceReader feeds the device from the current engine's mixer, or with
// silence when there is none.
type sourceReader struct{}

func (sourceReader) Read(p []byte) (int, error) {
	if dev.sink.read(time.Now(), len(p)/8) && dev.ctx != nil {
		// Suspending waits for the device's writer, which may be waiting
		// for this read: it is done from another goroutine.
		go dev.ctx.Suspend()
	}
	if m := dev.source.Load(); m != nil {
		return m.Read(p)
	}
	n := len(p) / 8 * 8
	clear(p[:n])
	return n, nil
}
