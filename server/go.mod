module quartet/server

go 1.26.5

require (
	github.com/heroiclabs/nakama-common v1.47.0
	github.com/heroiclabs/nakama/v3 v3.40.0
	quartet v0.0.0
)

require (
	github.com/coder/websocket v1.8.15 // indirect
	google.golang.org/protobuf v1.36.11 // indirect
)

replace quartet => ../
