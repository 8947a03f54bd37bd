package synth

import (
	"encoding/binary"
	"io"
	"math"
)

// WriteWAV writes samples (interleaved when channels is 2) as a 16-bit PCM
// WAV file at Rate, for listening and for inspection with tools like sox.
func WriteWAV(w io.Writer, buf []float32, channels int) error {
	data := make([]byte, 2*len(buf))
	for i, v := range buf {
		x := math.Round(math.Max(-1, math.Min(1, float64(v))) * 32767)
		binary.LittleEndian.PutUint16(data[2*i:], uint16(int16(x)))
	}
	h := make([]byte, 44)
	copy(h[0:], "RIFF")
	binary.LittleEndian.PutUint32(h[4:], uint32(36+len(data)))
	copy(h[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(h[16:], 16)
	binary.LittleEndian.PutUint16(h[20:], 1) // PCM
	binary.LittleEndian.PutUint16(h[22:], uint16(channels))
	binary.LittleEndian.PutUint32(h[24:], Rate)
	binary.LittleEndian.PutUint32(h[28:], uint32(Rate*2*channels))
	binary.LittleEndian.PutUint16(h[32:], uint16(2*channels))
	binary.LittleEndian.PutUint16(h[34:], 16)
	copy(h[36:], "data")
	binary.LittleEndian.PutUint32(h[40:], uint32(len(data)))
	if _, err := w.Write(h); err != nil {
		return err
	}
	_, err := w.Write(data)
	return err
}
