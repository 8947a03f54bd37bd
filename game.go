package main

import "fmt"

func runGame(args []string) int {
	fmt.Println("the window arrives with the scenes")
	return 0
}
