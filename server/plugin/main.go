// Command plugin is Quartet's Nakama runtime module, built with
// -buildmode=plugin from this module (so that it shares every package
// version with the server binary) and loaded from the server's
// runtime.path.
package main

import (
	"context"
	"database/sql"

	"github.com/heroiclabs/nakama-common/runtime"

	"quartet/server/match"
)

// InitModule is what Nakama calls when it loads the plugin.
func InitModule(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, initializer runtime.Initializer) error {
	if err := initializer.RegisterMatch(match.Name, match.New); err != nil {
		return err
	}
	if err := initializer.RegisterRpc(match.RPCCreate, match.Create); err != nil {
		return err
	}
	if err := initializer.RegisterRpc(match.RPCJoin, match.Join); err != nil {
		return err
	}
	logger.Info("quartet module loaded")
	return nil
}
